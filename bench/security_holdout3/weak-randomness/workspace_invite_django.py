import random

from django.contrib.auth.decorators import login_required
from django.core.mail import send_mail
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.views.decorators.http import require_POST

from .models import Invitation, Workspace


@login_required
@require_POST
def invite_member(request, workspace_id):
    workspace = get_object_or_404(Workspace, pk=workspace_id, admins=request.user)
    email = request.POST["email"].strip().lower()
    token = "%032x" % random.getrandbits(128)
    invitation = Invitation.objects.create(workspace=workspace, email=email, token=token, invited_by=request.user)
    link = request.build_absolute_uri(reverse("accept-invite", args=[invitation.token]))
    send_mail(
        f"Join {workspace.name}",
        f"{request.user.get_full_name()} invited you: {link}",
        None,
        [email],
    )
    return JsonResponse({"invited": email}, status=201)
