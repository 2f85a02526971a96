from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from .models import Membership


@login_required
@require_POST
def switch_workspace(request):
    slug = request.POST.get("workspace", "")
    membership = (
        Membership.objects.select_related("workspace")
        .filter(user=request.user, workspace__slug=slug, is_active=True)
        .first()
    )
    if membership is None:
        raise Http404("workspace not found")
    request.session["workspace_id"] = membership.workspace_id
    request.session["workspace_role"] = membership.role
    return redirect("workspace-home")
