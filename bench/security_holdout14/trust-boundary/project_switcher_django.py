from django import forms
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db import models
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST


class Project(models.Model):
    name = models.CharField(max_length=100)
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="projects")
    archived = models.BooleanField(default=False)

    class Meta:
        app_label = "projects"


class ProjectSwitchForm(forms.Form):
    project = forms.ModelChoiceField(queryset=Project.objects.none())

    def __init__(self, user, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["project"].queryset = Project.objects.filter(members=user, archived=False)


@login_required
@require_GET
def my_projects(request):
    projects = Project.objects.filter(members=request.user, archived=False).order_by("name")
    active = request.session.get("active_project_id")
    return JsonResponse({"active": active, "projects": [{"id": p.pk, "name": p.name} for p in projects]})


@login_required
@require_POST
def switch_project(request):
    form = ProjectSwitchForm(request.user, request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    project = form.cleaned_data["project"]
    request.session.cycle_key()
    request.session["active_project_id"] = project.pk
    return JsonResponse({"active": project.pk, "name": project.name})


@login_required
@require_GET
def active_project(request):
    project_id = request.session.get("active_project_id")
    if project_id is None:
        return JsonResponse({"active": None})
    project = get_object_or_404(Project, pk=project_id, members=request.user)
    return JsonResponse({"active": project.pk, "name": project.name})
