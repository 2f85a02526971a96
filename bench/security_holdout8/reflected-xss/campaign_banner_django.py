from dataclasses import dataclass

from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views import View

THEMES = {"spring": "#7bc67e", "summer": "#f4c542", "winter": "#6fa8dc"}


@dataclass
class Banner:
    headline: str
    coupon: str
    theme: str
    referrer: str


def build_banner(params):
    return Banner(
        headline=params.get("headline", "Welcome back"),
        coupon=params.get("coupon", ""),
        theme=params.get("theme", "spring"),
        referrer=params.get("ref", ""),
    )


def render_banner(banner):
    color = THEMES.get(banner.theme, THEMES["spring"])
    extras = []
    if banner.coupon:
        extras.append(("coupon", "Use code " + banner.coupon))
    if banner.referrer:
        extras.append(("ref", "Invited by " + banner.referrer))
    extra_html = format_html_join("", '<p class="{}">{}</p>', extras)
    return format_html(
        '<div class="banner" style="background:{}"><h1>{}</h1>{}</div>',
        color,
        banner.headline,
        extra_html,
    )


class CampaignBannerView(View):
    template = "<html><body>{}</body></html>"

    def get(self, request):
        banner = build_banner(request.GET)
        fragment = render_banner(banner)
        page = format_html(self.template, fragment)
        return HttpResponse(page)
