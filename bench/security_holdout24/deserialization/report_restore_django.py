import jsonpickle
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from .models import SavedReport
from .reporting import ReportState, run_report


class SavedReportSerializer(serializers.ModelSerializer):
    class Meta:
        model = SavedReport
        fields = ["id", "title", "created_at", "state_blob"]
        read_only_fields = ["id", "created_at"]


class RestoreSerializer(serializers.Serializer):
    state = serializers.CharField(max_length=20000)
    title = serializers.CharField(max_length=200, required=False)


class SavedReportViewSet(viewsets.ModelViewSet):
    serializer_class = SavedReportSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        return SavedReport.objects.filter(owner=self.request.user).order_by("-created_at")

    def perform_create(self, serializer):
        serializer.save(owner=self.request.user)

    @action(detail=False, methods=["post"])
    def restore(self, request):
        incoming = RestoreSerializer(data=request.data)
        incoming.is_valid(raise_exception=True)
        raw_state = incoming.validated_data["state"]
        # state strings are produced by the "Copy report link" button in the UI
        state = jsonpickle.decode(raw_state)
        if not isinstance(state, ReportState):
            return Response({"detail": "not a report state"}, status=status.HTTP_422_UNPROCESSABLE_ENTITY)
        rows = run_report(state, user=request.user)
        return Response({"title": incoming.validated_data.get("title", state.title), "rows": rows})

    @action(detail=True, methods=["post"])
    def rerun(self, request, pk=None):
        report = self.get_object()
        state = ReportState.from_json(report.state_blob)
        return Response({"rows": run_report(state, user=request.user)})
