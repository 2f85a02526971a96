from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

TOTAL_STEPS = 5


@require_POST
def advance_wizard(request):
    try:
        step = int(request.POST.get("step", "1"))
    except ValueError:
        return HttpResponseBadRequest("step must be a number")
    current = request.session.get("wizard_step", 1)
    if step < 1 or step > TOTAL_STEPS or step > current + 1:
        return HttpResponseBadRequest("step out of range")
    request.session["wizard_step"] = step
    return JsonResponse({"step": step, "remaining": TOTAL_STEPS - step})
