from typing import TypedDict

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.utils.safestring import mark_safe
from django.views import View
from django.views.generic import TemplateView

from accounts.models import Profile


class PreviewFields(TypedDict):
    display_name: str
    headline: str
    website: str


CARD_HTML = (
    '<div class="card">'
    "<h3>%(display_name)s</h3>"
    '<p class="headline">%(headline)s</p>'
    '<a href="%(website)s" rel="nofollow">%(website)s</a>'
    "</div>"
)


def read_fields(params, profile: Profile) -> PreviewFields:
    return PreviewFields(
        display_name=params.get("display_name", profile.display_name),
        headline=params.get("headline", profile.headline),
        website=params.get("website", profile.website),
    )


class ProfilePreviewView(LoginRequiredMixin, TemplateView):
    template_name = "accounts/profile_preview.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        profile = self.request.user.profile
        fields = read_fields(self.request.GET, profile)
        context["card"] = mark_safe(CARD_HTML % fields)
        context["profile"] = profile
        return context


class ProfileCompletenessView(LoginRequiredMixin, View):
    def get(self, request):
        profile = request.user.profile
        names = ("display_name", "headline", "website", "avatar")
        filled = [name for name in names if getattr(profile, name)]
        return JsonResponse({"filled": filled, "score": round(len(filled) / len(names) * 100)})
