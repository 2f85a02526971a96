from django.contrib.auth.decorators import login_required
from django.http import HttpResponseForbidden
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from workspaces.models import Membership


class Selection:
    def __init__(self, workspace_id):
        self.workspace_id = workspace_id


@login_required
@require_POST
def select_workspace(request):
    choice = Selection(request.POST.get("workspace_id", ""))
    if not (choice.workspace_id.isascii() and choice.workspace_id.isdigit()):
        return HttpResponseForbidden()
    member = Membership.objects.filter(user=request.user, workspace_id=int(choice.workspace_id)).exists()
    if not member:
        return HttpResponseForbidden()
    request.session["workspace_id"] = int(choice.workspace_id)
    return redirect("workspace-home")
