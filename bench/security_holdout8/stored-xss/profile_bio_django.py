from django.apps import apps
from django.http import Http404
from django.shortcuts import render
from django.utils.safestring import mark_safe


def profile_page(request, username):
    Profile = apps.get_model("accounts", "Profile")
    profile = Profile.objects.filter(user__username=username).first()
    if profile is None:
        raise Http404("no such profile")
    bio = profile.bio or ""
    bio_html = bio.replace("\n", "<br>")
    context = {
        "display_name": profile.display_name,
        "bio": mark_safe(bio_html),
        "website": profile.website,
        "joined": profile.created_at,
    }
    return render(request, "accounts/profile.html", context)
