from django.http import HttpResponseBadRequest, JsonResponse


class Helper:
    @staticmethod
    def pick(value):
        return "workspace-default"


def switch_workspace(request):
    param = request.headers.get("X-Workspace", "")
    if not param:
        return HttpResponseBadRequest("missing workspace")
    bar = Helper.pick(param)
    request.session["workspace"] = bar
    return JsonResponse({"workspace": bar})
