import re

from django.http import HttpResponse
from django.views import View

CAMPAIGN_RE = re.compile(r"[A-Za-z0-9_.-]{1,64}")


class CampaignTagger:
    def __init__(self, params):
        self.params = params

    def campaign(self):
        value = self.params.get("utm_campaign", "none")
        return value if CAMPAIGN_RE.fullmatch(value) else "invalid"


class LandingView(View):
    def get(self, request):
        response = HttpResponse("<h1>Welcome</h1>")
        response["X-Campaign"] = CampaignTagger(request.GET).campaign()
        return response
