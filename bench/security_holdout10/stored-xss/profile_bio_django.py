from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from .models import Profile


@login_required
def profile_page(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    context = {
        "profile": profile,
        "bio_html": mark_safe(profile.bio.replace("\n", "<br>")),
        "is_owner": request.user.username == username,
    }
    return render(request, "accounts/profile.html", context)
