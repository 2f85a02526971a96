from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from .models import Membership, Project


def parse_team_id(raw):
    try:
        value = int(raw)
    except (TypeError, ValueError):
        return None
    return value if value > 0 else None


def membership_for(user, team_id):
    return Membership.objects.filter(user=user, team_id=team_id, active=True).first()


@login_required
def dashboard(request):
    team_id = request.session.get("active_team")
    projects = Project.objects.filter(team_id=team_id).values("id", "name") if team_id else []
    return JsonResponse({"team": team_id, "projects": list(projects)})


@login_required
@require_POST
def switch_team(request):
    team_id = parse_team_id(request.POST.get("team"))
    if team_id is None:
        return HttpResponseBadRequest("invalid team")
    membership = membership_for(request.user, team_id)
    if membership is None:
        raise Http404("no such team")
    request.session["active_team"] = membership.team_id
    request.session["team_role"] = membership.role
    return redirect("dashboard")


@login_required
@require_POST
def leave_team(request):
    request.session.pop("active_team", None)
    request.session.pop("team_role", None)
    return redirect("dashboard")


@login_required
def teams(request):
    rows = Membership.objects.filter(user=request.user, active=True).values("team_id", "role")
    return JsonResponse({"teams": list(rows)})
