import os

from django.http import JsonResponse


def checkout_mirror(request):
    branch = request.POST.get("branch", "main")
    steps = ["git fetch --all --prune", "git checkout " + branch, "git gc --auto"]
    status = os.system(steps[1])
    return JsonResponse({"status": status})
