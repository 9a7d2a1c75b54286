"""Corpus generation and training of the embedded default models (`train_embedded`)."""

from sales_dlm.training.train import TrainingRecord, TrainPlan, train_embedded

__all__ = ["TrainPlan", "TrainingRecord", "train_embedded"]
