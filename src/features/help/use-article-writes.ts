/**
 * What the editor asks of the API, in the order a writer means it: a new article is created (a
 * draft) before anything else; "Save and publish" saves the words, then publishes them. Each write
 * puts the answer in the article's cache and has the lists read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetHelpArticleQueryKey,
  getListHelpArticlesQueryKey,
  useCreateHelpArticle,
  useDeleteHelpArticle,
  usePublishHelpArticle,
  useUnpublishHelpArticle,
  useUpdateHelpArticle,
} from '@generated/product/endpoints/help/help';
import type { HelpArticle } from '@generated/product/model';
import type { ArticleFormValues } from './article-form';
import { inputOf, updateOf } from './article-form';

const LIST_KEY = getListHelpArticlesQueryKey()[0];

export type WriteKind = 'save' | 'publish' | 'unpublish';

export function useArticleWrites() {
  const client = useQueryClient();
  const create = useCreateHelpArticle();
  const update = useUpdateHelpArticle();
  const publish = usePublishHelpArticle();
  const unpublish = useUnpublishHelpArticle();
  const lists = () =>
    client.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(LIST_KEY),
    });
  const remove = useDeleteHelpArticle({ mutation: { onSuccess: () => void lists() } });

  const settled = (article: HelpArticle) => {
    client.setQueryData(getGetHelpArticleQueryKey(article.slug), article);
    void lists();
    return article;
  };

  /** Saves the words: a new article (a draft), or the one opened at `updatedAt`. */
  const save = async (
    values: ArticleFormValues,
    at: { slug: string; updatedAt: string } | undefined,
    translationOf?: string,
  ) =>
    settled(
      at
        ? await update.mutateAsync({ slug: at.slug, data: updateOf(values, at.updatedAt) })
        : await create.mutateAsync({ data: inputOf(values, translationOf) }),
    );

  const setPublished = async (slug: string, published: boolean) =>
    settled(
      published ? await publish.mutateAsync({ slug }) : await unpublish.mutateAsync({ slug }),
    );

  /** The article as the server has it now (after someone else's change refused a save). */
  const reread = (slug: string) =>
    void client.invalidateQueries({ queryKey: getGetHelpArticleQueryKey(slug) });

  const resetAll = () => {
    for (const m of [create, update, publish, unpublish]) m.reset();
  };

  return {
    save,
    setPublished,
    resetAll,
    reread,
    remove,
    pending: create.isPending || update.isPending || publish.isPending || unpublish.isPending,
    error: create.error ?? update.error ?? publish.error ?? unpublish.error,
  };
}
