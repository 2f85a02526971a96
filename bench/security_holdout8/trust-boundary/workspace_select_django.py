from django.apps import apps
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@login_required
@require_POST
def select_workspace(request):
    Membership = apps.get_model("teams", "Membership")
    slug = request.POST.get("workspace", "")
    membership = (
        Membership.objects.filter(user=request.user, workspace__slug=slug)
        .select_related("workspace")
        .first()
    )
    if membership is None:
        return JsonResponse({"error": "not a member"}, status=403)
    request.session["workspace"] = {"id": membership.workspace_id, "role": membership.role}
    return JsonResponse({"workspace": membership.workspace.slug})
