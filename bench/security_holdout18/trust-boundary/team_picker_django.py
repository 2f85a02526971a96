from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from .models import Membership, Project, Team


def _active_team(request):
    slug = request.session.get("active_team")
    if slug is None:
        return None
    return Team.objects.filter(slug=slug).first()


@login_required
def dashboard(request):
    team = _active_team(request)
    projects = Project.objects.filter(team=team) if team else Project.objects.none()
    teams = Team.objects.filter(membership__user=request.user, membership__active=True)
    return render(request, "dashboard.html", {"team": team, "teams": teams, "projects": projects})


@login_required
@require_POST
def select_team(request):
    slug = request.POST.get("team", "").strip()
    if not slug:
        return HttpResponseBadRequest("team is required")
    membership = (
        Membership.objects.select_related("team")
        .filter(user=request.user, team__slug=slug, active=True)
        .first()
    )
    if membership is None:
        raise PermissionDenied
    request.session["active_team"] = slug
    request.session["team_role"] = membership.role
    return redirect("dashboard")


@login_required
def team_members(request):
    team = _active_team(request)
    if team is None:
        return JsonResponse({"members": []})
    members = (
        Membership.objects.filter(team=team, active=True)
        .select_related("user")
        .values_list("user__username", "role")
    )
    return JsonResponse({"team": team.slug, "members": [{"user": u, "role": r} for u, r in members]})


@login_required
@require_POST
def leave_team(request):
    team = _active_team(request)
    if team is not None:
        Membership.objects.filter(team=team, user=request.user).update(active=False)
    request.session.pop("active_team", None)
    request.session.pop("team_role", None)
    return redirect("dashboard")
