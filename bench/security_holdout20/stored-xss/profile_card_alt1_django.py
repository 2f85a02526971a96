from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import path
from django.utils.html import format_html

from accounts.models import Profile


class CardRenderer:
    @classmethod
    def render(cls, profile):
        return format_html("<div class='card'><h3>{}</h3><p>{}</p></div>", profile.display_name, profile.headline)


def profile_card(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    return HttpResponse(CardRenderer.render(profile))


urlpatterns = [path("u/<str:username>/card/", profile_card)]
