import uuid

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, HttpResponseForbidden, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from workspaces.models import Membership, Workspace


def _active_workspace(request):
    ws_id = request.session.get("workspace_id")
    if not ws_id:
        return None
    return Workspace.objects.filter(pk=ws_id, memberships__user=request.user).first()


@login_required
@require_GET
def workspace_list(request):
    memberships = Membership.objects.filter(user=request.user).select_related("workspace")
    return render(request, "workspaces/list.html", {
        "memberships": memberships,
        "active": _active_workspace(request),
    })


@login_required
@require_POST
def workspace_switch(request):
    try:
        ws_id = uuid.UUID(request.POST.get("workspace", ""))
    except ValueError:
        return HttpResponseBadRequest("invalid workspace id")
    membership = (
        Membership.objects.filter(user=request.user, workspace_id=ws_id, active=True)
        .only("role")
        .first()
    )
    if membership is None:
        return HttpResponseForbidden("not a member of that workspace")
    request.session["workspace_id"] = str(ws_id)
    request.session["workspace_role"] = membership.role
    return redirect("dashboard")


@login_required
@require_GET
def workspace_current(request):
    ws = _active_workspace(request)
    if ws is None:
        return JsonResponse({"workspace": None})
    return JsonResponse({"workspace": {"id": str(ws.pk), "name": ws.name}})
