// A count with its noun in the right number ('1 credit', '2 credits'), for every student-facing count.

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
