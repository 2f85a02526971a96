import secrets

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST

from teams.models import Invitation


def _token_body():
    return secrets.token_urlsafe(32)


def _new_invite_token():
    return "inv_" + _token_body()


@login_required
@require_POST
def invite_member(request):
    email = request.POST.get("email", "")
    invite = Invitation.objects.create(team=request.user.team, email=email, token=_new_invite_token())
    return JsonResponse({"invite_id": invite.pk})


urlpatterns = [path("team/invite/", invite_member)]
