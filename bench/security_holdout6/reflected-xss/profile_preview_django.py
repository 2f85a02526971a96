from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views.decorators.http import require_GET

MAX_TAGS = 10
BADGE_COLOURS = {"gold", "silver", "bronze"}


def _split_tags(raw):
    tags = [t.strip() for t in raw.split(",") if t.strip()]
    return tags[:MAX_TAGS]


def _render_tags(tags):
    return format_html_join("", '<li class="tag">{}</li>', ((t,) for t in tags))


def _badge_colour(value):
    return value if value in BADGE_COLOURS else "bronze"


class ProfilePreview:
    def __init__(self, display_name, headline, tags, badge):
        self.display_name = display_name
        self.headline = headline
        self.tags = tags
        self.badge = badge

    @classmethod
    def from_query(cls, params):
        return cls(
            display_name=params.get("name", "Anonymous"),
            headline=params.get("headline", ""),
            tags=_split_tags(params.get("tags", "")),
            badge=_badge_colour(params.get("badge", "")),
        )

    def to_html(self):
        return format_html(
            '<section class="profile badge-{}"><h2>{}</h2><p>{}</p><ul>{}</ul></section>',
            self.badge,
            self.display_name,
            self.headline,
            _render_tags(self.tags),
        )


@require_GET
def profile_preview(request):
    preview = ProfilePreview.from_query(request.GET)
    return HttpResponse(preview.to_html(), content_type="text/html; charset=utf-8")
