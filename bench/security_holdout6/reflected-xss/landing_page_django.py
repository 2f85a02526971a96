from dataclasses import dataclass
from typing import Optional

from django.http import HttpResponse
from django.urls import path
from django.views import View

PAGE_TEMPLATE = """<!doctype html>
<html>
  <head><title>{title}</title></head>
  <body>
    <header><h1>{heading}</h1></header>
    <main>{body}</main>
  </body>
</html>"""


@dataclass
class Campaign:
    code: str
    headline: str
    blurb: str


CAMPAIGNS = {
    "spring": Campaign("spring", "Spring sale", "Up to 30% off garden tools."),
    "autumn": Campaign("autumn", "Autumn deals", "Cozy up with our new range."),
}


def render_page(title: str, heading: str, body: str) -> str:
    return PAGE_TEMPLATE.format(title=title, heading=heading, body=body)


class LandingPageView(View):
    def get_campaign(self, code: Optional[str]) -> Optional[Campaign]:
        if not code:
            return None
        return CAMPAIGNS.get(code)

    def get(self, request):
        visitor = request.GET.get("name", "friend")
        campaign = self.get_campaign(request.GET.get("utm_campaign"))
        heading = f"Welcome back, {visitor}!"
        if campaign is None:
            body = "<p>Browse our catalogue for the latest products.</p>"
        else:
            body = f"<h2>{campaign.headline}</h2><p>{campaign.blurb}</p>"
        html = render_page("Welcome", heading, body)
        return HttpResponse(html, content_type="text/html; charset=utf-8")


urlpatterns = [path("welcome/", LandingPageView.as_view(), name="landing")]
