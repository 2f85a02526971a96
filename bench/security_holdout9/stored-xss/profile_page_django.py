import logging

from django import forms
from django.contrib.auth.decorators import login_required
from django.db import models
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html
from django.utils.safestring import mark_safe

logger = logging.getLogger("profiles")


class Profile(models.Model):
    user = models.OneToOneField("auth.User", on_delete=models.CASCADE)
    display_name = models.CharField(max_length=80)
    bio = models.TextField(blank=True)
    website = models.URLField(blank=True)

    class Meta:
        app_label = "profiles"


class ProfileForm(forms.ModelForm):
    class Meta:
        model = Profile
        fields = ["display_name", "bio", "website"]


def render_bio(profile):
    paragraphs = [p for p in profile.bio.split("\n\n") if p.strip()]
    return mark_safe("".join("<p>%s</p>" % p for p in paragraphs))


def render_header(profile):
    return format_html("<h1>{}</h1>", profile.display_name)


@login_required
def edit_profile(request):
    profile, _ = Profile.objects.get_or_create(user=request.user)
    form = ProfileForm(request.POST or None, instance=profile)
    if request.method == "POST" and form.is_valid():
        form.save()
        logger.info("profile updated for %s", request.user.pk)
        return redirect("profile-detail", username=request.user.username)
    return render(request, "profiles/edit.html", {"form": form})


def profile_detail(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    context = {
        "header": render_header(profile),
        "bio_html": render_bio(profile),
        "website": profile.website,
    }
    return render(request, "profiles/detail.html", context)
