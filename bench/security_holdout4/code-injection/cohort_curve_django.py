from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET

from learning.models import QuizAttempt


@login_required
@require_GET
def cohort_scores(request, cohort_id):
    adjustment = request.GET.get("curve", "score")
    attempts = QuizAttempt.objects.filter(cohort_id=cohort_id).values("learner_id", "score", "max_score")
    results = []
    for attempt in attempts:
        namespace = {"score": attempt["score"], "max_score": attempt["max_score"]}
        exec(f"adjusted = {adjustment}", namespace)
        results.append({"learner": attempt["learner_id"], "adjusted": namespace["adjusted"]})
    return JsonResponse({"cohort": cohort_id, "curve": adjustment, "results": results})
