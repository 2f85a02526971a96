from django.http import HttpResponse
from django.utils.html import format_html, format_html_join


def tag_markup(raw_tags):
    tags = [t.strip() for t in raw_tags.split(",") if t.strip()]
    return format_html_join("", "<span class='tag'>{}</span>", ((t,) for t in tags))


def preview(request):
    headline = request.GET.get("headline", "Untitled")
    tag_list = tag_markup(request.GET.get("tags", ""))
    card = format_html("<article><h1>{}</h1><div>{}</div></article>", headline, tag_list)
    return HttpResponse(card)
