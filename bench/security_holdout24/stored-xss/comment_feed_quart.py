from markupsafe import Markup
from quart import Quart, abort, render_template

from .storage import load_article, load_comments

app = Quart(__name__)
COMMENT = Markup('<li class="comment"><b>{author}</b><p>{body}</p></li>')


@app.get("/articles/<slug>")
async def article_detail(slug):
    article = await load_article(slug)
    if article is None:
        abort(404)
    rendered = []
    for comment in await load_comments(article["id"]):
        body = Markup("<br>").join(comment["body"].splitlines())
        rendered.append(COMMENT.format(author=comment["author"], body=body))
    comments_html = Markup("").join(rendered)
    return await render_template(
        "article.html", article=article, comments_html=comments_html
    )
