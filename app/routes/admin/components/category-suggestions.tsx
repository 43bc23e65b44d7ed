/** The categories already in use, offered by a category field (`list={id}`) while any other may be typed. */
export function CategorySuggestions({ id, categories }: { id: string; categories: string[] }) {
  return (
    <datalist id={id}>
      {categories.map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}
