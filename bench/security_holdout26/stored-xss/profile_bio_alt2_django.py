from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from accounts.models import Profile


class ProfileCard:
    def __init__(self, profile):
        self.display_name = profile.display_name
        self.bio = profile.bio
        self.website = profile.website

    def bio_html(self):
        paragraphs = [p for p in self.bio.split("\n\n") if p.strip()]
        return "".join(f"<p>{p}</p>" for p in paragraphs)

    def context(self):
        return {
            "display_name": self.display_name,
            "bio": mark_safe(self.bio_html()),
            "website": self.website,
        }


def load_profile(username):
    return get_object_or_404(Profile, user__username=username)


def profile_page(request, username):
    card = ProfileCard(load_profile(username))
    return render(request, "accounts/profile.html", card.context())
