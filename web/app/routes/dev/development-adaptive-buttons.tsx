// placeholder until the showcase lands
export default function Placeholder() {
  return null;
}
