from django.contrib.auth import get_user_model
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe


def user_bio(request, username):
    User = get_user_model()
    user = get_object_or_404(User, username=username, is_active=True)
    profile = user.profile
    headline = profile.headline or user.get_full_name()
    bio_html = mark_safe(profile.bio)
    context = {"user_obj": user, "headline": headline, "bio": bio_html}
    return render(request, "accounts/bio.html", context)
