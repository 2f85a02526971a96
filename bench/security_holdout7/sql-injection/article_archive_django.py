from django.apps import apps
from django.shortcuts import render


def article_archive(request):
    Article = apps.get_model("blog", "Article")
    author = request.GET.get("author", "")
    tag = request.GET.get("tag", "")
    sql = "SELECT * FROM blog_article WHERE author_username = %s"
    params = [author]
    if tag:
        sql += " AND id IN (SELECT article_id FROM blog_article_tags WHERE tag_name = %s)"
        params.append(tag)
    articles = Article.objects.raw(sql + " ORDER BY published_at DESC", params)
    context = {"articles": list(articles), "author": author, "tag": tag}
    return render(request, "blog/archive.html", context)
