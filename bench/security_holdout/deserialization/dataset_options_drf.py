import yaml
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from datasets.models import Dataset


class DatasetOptionsView(APIView):
    permission_classes = [IsAuthenticated]

    def put(self, request, pk):
        dataset = Dataset.objects.get(pk=pk, owner=request.user)
        options = yaml.load(request.data["options"], Loader=yaml.SafeLoader)
        if not isinstance(options, dict):
            return Response({"detail": "options must be a mapping"}, status=400)
        dataset.options = options
        dataset.save(update_fields=["options"])
        return Response({"id": dataset.pk, "options": options})
