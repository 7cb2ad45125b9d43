/**
 * The body of a built-in article in one language (content/articles/{id}/{language}.ts). Title and
 * excerpt live in the locale files, so the list page does not download article bodies.
 * Non-empty tuples make an empty table a type error.
 */
export type NonEmpty<T> = readonly [T, ...T[]];

export interface ArticleSection {
  title: string;
  content: string;
  impact: string;
  applications: NonEmpty<string>;
}

export interface ArticleTechnology {
  name: string;
  description: string;
  applications: string;
}

export interface ArticleBody {
  authorRole: string;
  introduction: string;
  keyPoints: NonEmpty<string>;
  sections: NonEmpty<ArticleSection>;
  technologies: NonEmpty<ArticleTechnology>;
  implementation: {
    steps: NonEmpty<string>;
    challenges: NonEmpty<string>;
    bestPractices: NonEmpty<string>;
  };
  conclusion: string;
  tags: NonEmpty<string>;
}
