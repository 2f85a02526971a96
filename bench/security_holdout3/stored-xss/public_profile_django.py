from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe
from django.views.decorators.cache import cache_page

from .models import Profile


@cache_page(60)
def public_profile(request, username):
    profile = get_object_or_404(Profile.objects.select_related("user"), user__username=username)
    bio_html = mark_safe(profile.bio.replace("\n", "<br>"))
    context = {
        "profile": profile,
        "bio_html": bio_html,
        "joined": profile.user.date_joined,
    }
    return render(request, "profiles/public.html", context)
