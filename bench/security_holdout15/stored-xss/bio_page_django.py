from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.template import engines
from django.utils.safestring import mark_safe

from .models import Profile

TEMPLATE = engines["django"].from_string(
    "<section><h1>{{ name }}</h1><div class='bio'>{{ bio }}</div></section>"
)


def profile_page(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    bio_html = profile.bio.replace("\n", "<br>")
    context = {"name": profile.display_name, "bio": mark_safe(bio_html)}
    return HttpResponse(TEMPLATE.render(context, request))
