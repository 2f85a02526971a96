from dataclasses import dataclass, field
from typing import List

from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views import View

THEMES = {"light": "#ffffff", "dark": "#222222"}


@dataclass
class ProfileDraft:
    display_name: str
    bio: str
    website: str
    interests: List[str] = field(default_factory=list)
    theme: str = "light"

    @classmethod
    def from_query(cls, params):
        return cls(
            display_name=params.get("display_name", "").strip()[:80],
            bio=params.get("bio", "")[:500],
            website=params.get("website", ""),
            interests=[i for i in params.getlist("interest") if i][:10],
            theme=params.get("theme", "light"),
        )


def render_card(draft: ProfileDraft) -> str:
    background = THEMES.get(draft.theme, THEMES["light"])
    interests = format_html_join("", "<li>{}</li>", ((i,) for i in draft.interests))
    link = ""
    if draft.website.startswith(("https://", "http://")):
        link = format_html('<a href="{}" rel="nofollow">{}</a>', draft.website, draft.website)
    return format_html(
        '<div class="card" style="background:{}"><h2>{}</h2><p>{}</p>{}<ul>{}</ul></div>',
        background,
        draft.display_name,
        draft.bio,
        link,
        interests,
    )


class ProfilePreviewView(View):
    def get(self, request):
        draft = ProfileDraft.from_query(request.GET)
        card = render_card(draft)
        page = format_html("<html><body><h1>Preview</h1>{}</body></html>", card)
        return HttpResponse(page)
