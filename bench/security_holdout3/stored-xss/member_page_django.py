from django.shortcuts import get_object_or_404, render
from django.utils.html import format_html_join
from django.utils.safestring import mark_safe
from django.views.decorators.cache import cache_page

from .models import Profile


@cache_page(60)
def member_page(request, username):
    profile = get_object_or_404(Profile.objects.select_related("user"), user__username=username)
    bio_html = format_html_join(mark_safe("<br>"), "{}", ((line,) for line in profile.bio.splitlines()))
    context = {
        "profile": profile,
        "bio_html": bio_html,
        "joined": profile.user.date_joined,
    }
    return render(request, "profiles/member.html", context)
