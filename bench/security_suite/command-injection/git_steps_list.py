import os

from django.http import JsonResponse


def refresh_mirror(request):
    branch = request.POST.get("branch", "main")
    steps = ["git fetch --all --prune", branch, "git gc --auto"]
    status = os.system(steps[0])
    return JsonResponse({"status": status, "branch": branch})
