from dataclasses import dataclass
from typing import Optional

from django.apps import apps
from django.http import Http404, HttpResponse
from django.template import engines
from django.utils.safestring import mark_safe
from django.views import View

PROFILE_TEMPLATE = """
<section class="profile">
  <h1>{{ profile.display_name }}</h1>
  <div class="bio">{{ profile.bio_html }}</div>
  {% if profile.website %}<a href="{{ profile.website }}">Website</a>{% endif %}
</section>
"""


@dataclass
class ProfilePresenter:
    display_name: str
    bio_html: str
    website: Optional[str] = None

    @classmethod
    def from_model(cls, profile):
        bio = profile.bio or ""
        paragraphs = [p.strip() for p in bio.split("\n\n") if p.strip()]
        formatted = "".join(f"<p>{p}</p>" for p in paragraphs)
        return cls(
            display_name=profile.display_name,
            bio_html=mark_safe(formatted),
            website=profile.website or None,
        )


class ProfileRepository:
    def get_by_username(self, username):
        Profile = apps.get_model("accounts", "Profile")
        try:
            return Profile.objects.select_related("user").get(user__username=username)
        except Profile.DoesNotExist:
            return None


class PublicProfileView(View):
    repository = ProfileRepository()

    def get(self, request, username):
        profile = self.repository.get_by_username(username)
        if profile is None:
            raise Http404("no such profile")
        presenter = ProfilePresenter.from_model(profile)
        template = engines["django"].from_string(PROFILE_TEMPLATE)
        return HttpResponse(template.render({"profile": presenter}, request))
