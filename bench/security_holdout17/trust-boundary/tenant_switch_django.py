from django.contrib.auth.decorators import login_required
from django.http import HttpResponseForbidden, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

WORKSPACES = {
    "north": {"id": 11, "label": "North Region"},
    "south": {"id": 12, "label": "South Region"},
    "central": {"id": 13, "label": "Central Office"},
}


def _label_for(workspace_id):
    return next(
        (w["label"] for w in WORKSPACES.values() if w["id"] == workspace_id),
        "No workspace",
    )


@login_required
def dashboard(request):
    label = _label_for(request.session.get("workspace_id"))
    return render(request, "dashboard.html", {"workspace": label})


@login_required
def workspace_list(request):
    rows = [{"slug": slug, "label": w["label"]} for slug, w in WORKSPACES.items()]
    return JsonResponse({"workspaces": rows})


@login_required
@require_http_methods(["POST"])
def switch_workspace(request):
    slug = request.POST.get("workspace", "").strip().lower()
    entry = WORKSPACES.get(slug)
    if entry is None:
        return HttpResponseForbidden("unknown workspace")
    request.session["workspace_id"] = entry["id"]
    return redirect("dashboard")


@login_required
@require_http_methods(["POST"])
def leave_workspace(request):
    request.session.pop("workspace_id", None)
    return redirect("dashboard")
