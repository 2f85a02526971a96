from django.contrib.auth import get_user_model
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe


def public_profile(request, username):
    user = get_object_or_404(get_user_model(), username=username)
    bio = user.profile.bio or ""
    context = {
        "profile_user": user,
        "bio_html": mark_safe(bio.replace("\n", "<br>")),
    }
    return render(request, "accounts/public_profile.html", context)
