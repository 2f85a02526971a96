from django.http import HttpRequest, JsonResponse

from .feeds import load_feed


def items_by_category(request: HttpRequest, feed_id: int) -> JsonResponse:
    category = request.GET.get("category", "")
    author = request.GET.get("author")
    root = load_feed(feed_id)
    expr = "//item[category = $cat]"
    params = {"cat": category}
    if author:
        expr += "[author = $author]"
        params["author"] = author
    items = root.xpath(expr, **params)
    return JsonResponse({
        "feed": feed_id,
        "items": [{"title": i.findtext("title"), "link": i.findtext("link")} for i in items],
    })
