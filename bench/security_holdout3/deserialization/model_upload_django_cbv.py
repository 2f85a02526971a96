import joblib
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from mlhub.models import ModelVersion
from mlhub.scoring import evaluate_on_holdout


class ModelUploadView(LoginRequiredMixin, View):
    def post(self, request, project_id):
        upload = request.FILES.get("model")
        if upload is None or not upload.name.endswith((".joblib", ".pkl")):
            return JsonResponse({"error": "upload a .joblib file"}, status=400)

        estimator = joblib.load(upload)
        if not hasattr(estimator, "predict"):
            return JsonResponse({"error": "object has no predict()"}, status=422)

        score = evaluate_on_holdout(project_id, estimator)
        version = ModelVersion.objects.create(
            project_id=project_id, uploaded_by=request.user, filename=upload.name, score=score
        )
        return JsonResponse({"version": version.pk, "score": score}, status=201)
