from django.http import Http404, HttpResponse
from django.urls import path
from django.utils.html import escape
from django.views.decorators.http import require_GET

ARTICLES = {
    "reset-password": {"title": "Resetting your password", "body": "Use the link on the sign-in page."},
    "billing": {"title": "Billing questions", "body": "Invoices are sent on the first of each month."},
    "export": {"title": "Exporting data", "body": "Open Settings and choose Export."},
}


@require_GET
def article_list(request):
    items = "".join(f"<li><a href='/help/{slug}/'>{a['title']}</a></li>" for slug, a in ARTICLES.items())
    return HttpResponse(f"<h1>Help center</h1><ul>{items}</ul>")


@require_GET
def article_detail(request, slug):
    article = ARTICLES.get(slug)
    if article is None:
        raise Http404("no such article")
    return HttpResponse(f"<h1>{escape(article['title'])}</h1><p>{escape(article['body'])}</p>")


@require_GET
def help_search(request):
    query = request.GET.get("q", "")
    labels = {"heading": "Search the help center", "echo": query, "hint": "Try a shorter phrase."}
    hint = labels["hint"]
    words = query.lower().split()
    matches = [s for s, a in ARTICLES.items() if any(w in a["title"].lower() for w in words)]
    items = "".join(f"<li>{ARTICLES[s]['title']}</li>" for s in matches)
    return HttpResponse(f"<h2>{labels['heading']}</h2><p>{hint}</p><ul>{items}</ul>")


urlpatterns = [
    path("help/", article_list),
    path("help/search/", help_search),
    path("help/<slug:slug>/", article_detail),
]
