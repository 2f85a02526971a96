from django.contrib.auth.mixins import LoginRequiredMixin
from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.shortcuts import redirect
from django.views import View
from django.views.generic import ListView

from .models import Membership, Team


class MembershipService:
    def __init__(self, user):
        self.user = user

    def teams(self):
        return Team.objects.filter(membership__user=self.user).order_by("name")

    def membership_for(self, team_id):
        try:
            team_pk = int(team_id)
        except (TypeError, ValueError):
            raise PermissionDenied
        membership = Membership.objects.select_related("team").filter(user=self.user, team_id=team_pk).first()
        if membership is None:
            raise PermissionDenied
        return membership


class TeamListView(LoginRequiredMixin, ListView):
    template_name = "teams/list.html"
    context_object_name = "teams"

    def get_queryset(self):
        return MembershipService(self.request.user).teams()


class TeamSwitchView(LoginRequiredMixin, View):
    def post(self, request):
        membership = MembershipService(request.user).membership_for(request.POST.get("team"))
        request.session["active_team_id"] = membership.team.pk
        request.session["active_team_role"] = membership.role
        return redirect("dashboard")


class ActiveTeamView(LoginRequiredMixin, View):
    def get(self, request):
        return JsonResponse({
            "team": request.session.get("active_team_id"),
            "role": request.session.get("active_team_role"),
        })
