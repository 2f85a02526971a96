import re

from django import forms
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db import models
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe

LINK_RE = re.compile(r"\[([^\]]+)\]\((https?://[^)\s]+)\)")


class Profile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    display_name = models.CharField(max_length=80)
    about = models.TextField(blank=True)
    website = models.URLField(blank=True)

    class Meta:
        app_label = "members"


class ProfileForm(forms.ModelForm):
    class Meta:
        model = Profile
        fields = ["display_name", "about", "website"]

    def clean_about(self):
        about = self.cleaned_data["about"]
        if len(about) > 4000:
            raise forms.ValidationError("too long")
        return about.strip()


def render_about(text):
    html = LINK_RE.sub(r'<a href="\2" rel="nofollow">\1</a>', text)
    return html.replace("\n\n", "</p><p>").replace("\n", "<br>")


@login_required
def edit_profile(request):
    profile, _ = Profile.objects.get_or_create(user=request.user, defaults={"display_name": request.user.username})
    form = ProfileForm(request.POST or None, instance=profile)
    if request.method == "POST" and form.is_valid():
        form.save()
        return redirect("member-profile", username=request.user.username)
    return render(request, "members/edit.html", {"form": form})


def profile_page(request, username):
    profile = get_object_or_404(Profile.objects.select_related("user"), user__username=username)
    about_html = mark_safe("<p>" + render_about(profile.about) + "</p>")
    return render(request, "members/profile.html", {
        "profile": profile,
        "about_html": about_html,
        "website": profile.website,
    })


def directory(request):
    names = Profile.objects.order_by("display_name").values_list("display_name", "user__username")
    return render(request, "members/directory.html", {"members": list(names)})
