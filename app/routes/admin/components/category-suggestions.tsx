/**
 * The catalogue's active categories, offered by a lot's category field (`list={id}`) as it is typed; the API takes
 * one of them in any case (or the lot's own, though retired) and names any other in its refusal.
 */
export function CategorySuggestions({ id, categories }: { id: string; categories: string[] }) {
  return (
    <datalist id={id}>
      {categories.map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}
