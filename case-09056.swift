//
//  UIImageView+extension.swift
//  ZoomTransitioning
//
//  Created by WorldDownTown on 07/16/2016.
//  