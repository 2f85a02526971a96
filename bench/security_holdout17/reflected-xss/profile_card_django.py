import json

from django.http import HttpResponse, JsonResponse
from django.utils.html import escape, format_html, format_html_join
from django.views.decorators.http import require_GET

BADGES = {"admin": "Administrator", "staff": "Staff", "member": "Member"}


def _parse_tags(raw):
    return [t.strip() for t in raw.split(",") if t.strip()][:10]


def _tag_list(tags):
    return format_html_join("", "<span class='tag'>{}</span>", ((t,) for t in tags))


@require_GET
def profile_card(request):
    display = request.GET.get("display", "Anonymous")
    role = request.GET.get("role", "member")
    tags = _parse_tags(request.GET.get("tags", ""))
    card = format_html(
        "<div class='card'><h2>{}</h2><p>{}</p><div>{}</div></div>",
        display,
        BADGES.get(role, role),
        _tag_list(tags),
    )
    return HttpResponse(card)


@require_GET
def profile_json(request):
    tags = _parse_tags(request.GET.get("tags", ""))
    return JsonResponse({"display": request.GET.get("display", ""), "tags": tags})


@require_GET
def preview_bio(request):
    try:
        bio = json.loads(request.GET.get("payload") or "{}").get("bio", "")
    except ValueError:
        bio = ""
    paragraphs = "".join(f"<p>{escape(p)}</p>" for p in str(bio).split("\n\n"))
    return HttpResponse(f"<section class='bio'>{paragraphs}</section>")
