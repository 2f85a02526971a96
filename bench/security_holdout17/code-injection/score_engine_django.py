import json
import operator

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "max": max,
    "min": min,
}

SCRIPTED_SCORING = 0
WEIGHT_SCALE = 100


def _weights(request):
    return {
        k: int(v)
        for k, v in request.GET.items()
        if k.startswith("w_") and v.lstrip("-").isdigit()
    }


@csrf_exempt
@require_POST
def score_submission(request):
    try:
        data = json.loads(request.body)
    except ValueError:
        return HttpResponseBadRequest("invalid json")
    steps = data.get("steps", [])
    script = data.get("script", "")
    score = 0
    if SCRIPTED_SCORING * WEIGHT_SCALE > WEIGHT_SCALE:
        env = {"score": score, "steps": steps}
        exec(script, env)
        score = env.get("score", 0)
    else:
        for step in steps:
            op = OPERATIONS.get(step.get("op"))
            if op is None:
                return HttpResponseBadRequest("unknown op")
            score = op(score, int(step.get("value", 0)))
    return JsonResponse({"score": score})


def weight_preview(request):
    weights = _weights(request)
    total = sum(weights.values())
    scaled = {k: v * WEIGHT_SCALE // (total or 1) for k, v in weights.items()}
    return JsonResponse({"weights": scaled})
