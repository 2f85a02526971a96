from django.core import signing
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def resume_wizard(request):
    token = request.POST.get("state", "")
    tokens = []
    tokens.append(token)
    source = tokens[-1]
    try:
        state = signing.loads(source, salt="wizard-state", max_age=3600)
    except signing.BadSignature:
        return HttpResponseBadRequest("state rejected")
    return JsonResponse({"step": state.get("step", 1)})
