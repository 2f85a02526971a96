from django.shortcuts import get_object_or_404, render
from django.urls import path
from django.utils.safestring import mark_safe

from accounts.models import Profile


def _paragraphs(text):
    return "".join(f"<p>{line}</p>" for line in text.splitlines() if line)


def _bio_block(profile):
    return "<section class='bio'>" + _paragraphs(profile.bio) + "</section>"


def profile_page(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    bio_html = mark_safe(_bio_block(profile))
    return render(request, "accounts/profile.html", {"profile": profile, "bio_html": bio_html})


urlpatterns = [path("u/<str:username>/", profile_page)]
